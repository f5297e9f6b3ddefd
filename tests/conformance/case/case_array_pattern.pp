case [1, 'b'] {
  [1, 'a']: { notice('first') }
  [1, /b/]: { notice('second') }
  default: { notice('none') }
}
