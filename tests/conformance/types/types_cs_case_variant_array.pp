case [1, 'a'] {
  Tuple[Integer, String]: { notice('tuple') }
  default: { notice('no') }
}
