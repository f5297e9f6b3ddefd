class nodata($x = 'default') {
  notice("nodata x=${x}")
}
