file { "a":
  ensure  => file,
  mode    => "0644",
  content +> "x",
  *       => $extra,
}
