define app($base = '/opt', $dir = "${base}/${title}", $log = "${dir}/log") {
  notice("${dir} ${log}")
}
app { 'one': }
app { 'two': base => '/srv' }
