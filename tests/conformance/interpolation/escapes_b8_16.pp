$_priv = 1
notice($_priv)
