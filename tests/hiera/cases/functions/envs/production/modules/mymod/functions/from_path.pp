function mymod::from_path(Hash $options, $context) {
  notice("from_path called with path ${$options['path'].split('/')[-1]}")
  $result = { 'path_key' => $options['path'].split('/')[-1] }
  $result
}
