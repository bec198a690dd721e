"""The pieces of A Spider's Web (RULES-EXP.md), one module per piece; ``exp/spider.py`` makes them the pack."""
