type Point = Object[{attributes => {x => Integer, y => Integer}}]
class show(Point $at) { notice("at ${at}") }
class { show: at => Point(1, 1) }
notify { 'n': message => [Point(1, 2)] }
