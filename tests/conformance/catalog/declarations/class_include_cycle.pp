class a { notice('a') include b }
class b { notice('b') include a }
include a
