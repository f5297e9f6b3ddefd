include mod
include nodata
