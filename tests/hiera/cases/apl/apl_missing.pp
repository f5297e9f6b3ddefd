class web(String $not_in_data) {
  notice($not_in_data)
}
include web
