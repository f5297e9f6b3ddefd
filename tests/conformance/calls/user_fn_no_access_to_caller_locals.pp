function peek() { $local }
class c { $local = 'in class' notice(peek()) }
include c
