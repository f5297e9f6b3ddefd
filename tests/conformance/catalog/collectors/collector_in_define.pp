define collect_all() {
  Notify <| tag == $title |>
}
@notify { 'a': tag => 'grp' }
@notify { 'b': tag => 'other' }
collect_all { 'grp': }
