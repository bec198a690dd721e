"""The race-and-power expansions of RULES-EXP.md, one module per pack (packs.py finds them)."""
