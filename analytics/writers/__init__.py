"""The writers' data layer: the plain text of a document (text.py) and the advertising-law check
(compliance/)."""
