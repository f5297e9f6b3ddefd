notice('before')
return(1)
notice('after')
