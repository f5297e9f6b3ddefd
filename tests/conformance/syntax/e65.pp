notice("$ {x}")
