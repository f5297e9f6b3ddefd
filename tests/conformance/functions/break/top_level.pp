notice('before')
break()
