with() |$p = 1 + 'l'| { }
