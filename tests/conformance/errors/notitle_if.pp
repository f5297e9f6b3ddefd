if true {
  notify { message => 'x' }
}
