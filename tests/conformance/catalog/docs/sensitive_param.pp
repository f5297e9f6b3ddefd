# lang_data_sensitive: a Sensitive value in a resource attribute
$secret = Sensitive('hunter2')
notify { 'password':
  message => $secret,
}
notice($secret)
