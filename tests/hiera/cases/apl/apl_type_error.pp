class web(Integer $wrong_type) {
  notice($wrong_type)
}
include web
