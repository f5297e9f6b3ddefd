notify { 'a':
  message => $nope,
}
