class demo::typed(Demo::T $v = 3, Demo::Deep::N $list = [1, 2]) {
  notice("typed ${v} ${list}")
  notice(demo::f($v))
}
