case 3 {
  1: { notice('one') }
  default: { notice('default') }
  3: { notice('three') }
}
