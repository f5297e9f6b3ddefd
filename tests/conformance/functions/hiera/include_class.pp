class c1 { notice('c1') } hiera_include('classes', ['c1'])
