$list = ['a', 'b']
case 'b' {
  *$list: { notice('in list') }
  default: { notice('not') }
}
