# In-process reference driver for evaluator conformance cases. It compiles each manifest with
# the installed Puppet (the same compiler and evaluator `puppet apply` uses) without re-starting
# Ruby, running Facter or applying the catalog, and writes what
# `puppet apply --strict_variables --color=false` prints to FILE.raw and its status to FILE.rc
# (normalized afterwards by the puppet-reference tool's own normalize()). Manifests that define
# anything (functions, types, classes...) run in a forked child so that no definition leaks
# into the next manifest.
#
# The environment comes from REF_MODULEPATH (the module path; the base module path is an empty
# directory, as puppet-reference keeps it), REF_FACTS (a JSON file of the node's facts),
# REF_CERTNAME and REF_NO_STRICT_VARIABLES (see reference-inproc).
require 'puppet'
require 'stringio'
require 'json'
require 'tmpdir'
args = ['--color=false']
args << '--strict_variables' unless ENV['REF_NO_STRICT_VARIABLES'] == '1'
args << '--strict=error' if ENV['REF_STRICT'] == '1'
MODULEPATH = ENV['REF_MODULEPATH']
if MODULEPATH
  args += ['--modulepath', MODULEPATH, '--basemodulepath', Dir.mktmpdir('reference-inproc')]
end
Puppet.initialize_settings(args)
Puppet[:color] = false
Puppet::Util::Log.newdestination(:console)
CERTNAME = ENV['REF_CERTNAME'] || 'vm'
FACTS = Puppet::Node::Facts.new(CERTNAME, ENV['REF_FACTS'] ? JSON.parse(File.read(ENV['REF_FACTS'])) : {})

def compile_one(f)
  real_out, real_err = $stdout, $stderr
  buf = StringIO.new
  $stdout = buf
  $stderr = buf
  rc = 0
  begin
    Puppet.lookup(:environments).clear_all
    Puppet[:code] = File.read(f)
    node = Puppet::Node.new(CERTNAME, :facts => FACTS)
    Puppet::Parser::Compiler.compile(node)
  rescue Exception => e
    buf.puts("Error: #{e.message}") unless buf.string.include?("Error: ")
    rc = 1
  end
  $stdout, $stderr = real_out, real_err
  File.write(f.sub(/\.pp\z/, '') + '.raw', buf.string)
  File.write(f.sub(/\.pp\z/, '') + '.rc', rc.to_s)
end

ARGV.each do |f|
  if MODULEPATH || File.read(f) =~ /\b(function|type|class|define|node|plan)\b/
    pid = fork { compile_one(f); exit!(0) }
    Process.wait(pid)
  else
    compile_one(f)
  end
end
