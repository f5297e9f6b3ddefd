class monitoring {
  @notify { 'check-disk': }
  @notify { 'check-load': }
}
include monitoring
Notify <| tag == 'monitoring' |>
