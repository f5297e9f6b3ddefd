case undef {
  Optional[String]: { notice('optional string') }
  default: { notice('no') }
}
case 'x' {
  NotUndef[Integer]: { notice('no') }
  NotUndef: { notice('not undef') }
}
