function mk(String $n) {
  notify { "from function ${n}": }
}
mk('a')
mk('b')
