case 'x' {
  'x': notice(x)
}
