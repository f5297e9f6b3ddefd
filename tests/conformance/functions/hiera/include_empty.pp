hiera_include('classes', [])
