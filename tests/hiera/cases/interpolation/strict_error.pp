notice(lookup('var_missing'))
