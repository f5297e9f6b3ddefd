unique()
