node /^(playground)\.(example)\.com$/ {
  notice("1=${1} 2=${2}")
}
