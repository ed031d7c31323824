"""Links and competitor research (issue 14): the link store, domain and URL ratings, organic keywords."""
