class a { include b }
class b { include a notice('b') }
include a
notice('end')
