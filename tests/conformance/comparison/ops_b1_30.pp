notice({} < {})
