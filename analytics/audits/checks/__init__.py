"""The check catalogue, one module per category of SPEC §2 (rules) with its texts in a JSON file."""
