notice 'x'
return(3)
