case { 'a' => 1, 'b' => 2 } {
  { 'a' => 1 }: { notice('partial') }
  { 'a' => 1, 'b' => Integer }: { notice('typed') }
  default: { notice('none') }
}
