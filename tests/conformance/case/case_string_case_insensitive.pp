case 'HELLO' {
  'hello': { notice('matched') }
  default: { notice('no') }
}
