strftime()
