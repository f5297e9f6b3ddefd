alert('a')
crit('c')
emerg('em')
