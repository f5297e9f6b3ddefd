function h() { with(1) |$x| { return 5 } 6 } notice(h())
