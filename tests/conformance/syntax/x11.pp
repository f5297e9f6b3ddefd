notice('end\
')
