function demo::calls(Demo::T $n) >> String {
  "calls ${demo::deep::k()} ${n}"
}
