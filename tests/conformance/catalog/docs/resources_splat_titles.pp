# lang_resources_advanced: a hash of attributes per title
$rule_attributes = {
  '100 allow ssh' => { 'message' => 'ssh allowed', 'loglevel' => 'info' },
  '200 allow http' => { 'message' => 'http allowed' },
}
$rule_attributes.each |$title, $attributes| {
  notify { $title:
    * => $attributes,
  }
}
