notice(String('a', '%p'), String("it's", '%p'), String('x', '%#p'), String("a\nb", '%p'))
