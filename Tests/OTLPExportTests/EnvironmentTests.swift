import HTTPClient
import OTLPExport
import Testing

/// OpenTelemetry's environment variables, read and checked.
struct EnvironmentTests {
    @Test func theEndpointComesFromTheLogsVariableElseTheGeneralOne() throws {
        #expect(try OTLPEnvironment.endpoint([:]) == nil)
        #expect(try OTLPEnvironment.endpoint(["OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"])?.description == "http://collector:4318/v1/logs")
        #expect(try OTLPEnvironment.endpoint(["OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318/otlp/"])?.description == "http://collector:4318/otlp/v1/logs")
        let both = ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://a:4318", "OTEL_EXPORTER_OTLP_LOGS_ENDPOINT": "https://b/custom/logs"]
        #expect(try OTLPEnvironment.endpoint(both)?.description == "https://b/custom/logs")
        #expect(try OTLPEnvironment.endpoint(both.merging(["OTEL_LOGS_EXPORTER": "none"]) { $1 }) == nil)
        #expect(try OTLPEnvironment.endpoint(both.merging(["OTEL_SDK_DISABLED": "true"]) { $1 }) == nil)
        #expect(throws: OTLPConfigurationError.self) { try OTLPEnvironment.endpoint(["OTEL_EXPORTER_OTLP_ENDPOINT": "collector:4318"]) }
    }

    @Test func aCommandLineURLWithoutAPathGetsV1Logs() throws {
        #expect(try OTLPEnvironment.logsURL("http://127.0.0.1:4318", option: "--analytics").description == "http://127.0.0.1:4318/v1/logs")
        #expect(try OTLPEnvironment.logsURL("http://127.0.0.1:4318/", option: "--analytics").description == "http://127.0.0.1:4318/v1/logs")
        #expect(try OTLPEnvironment.logsURL("http://h/ingest/logs", option: "--analytics").description == "http://h/ingest/logs")
        #expect(try OTLPEnvironment.logsURL("http://user:pw@h", option: "--analytics").description == "http://user:***@h/v1/logs")
    }

    @Test func headersAreDecodedAndTheirValuesNeverShown() throws {
        let headers = try OTLPEnvironment.headers(" authorization = Bearer%20s3cret , x-tenant=a%2Cb,,")
        #expect(headers.fields.map(\.name) == ["authorization", "x-tenant"])
        #expect(headers.fields.map(\.value) == ["Bearer s3cret", "a,b"])
        #expect(headers.description == "authorization=***, x-tenant=***")
        // However the configuration is printed, the values are not.
        let configuration = OTLPConfiguration(endpoint: try HTTPURL("http://h/v1/logs"), headers: headers)
        var dumped = ""
        dump(configuration, to: &dumped)
        for text in [dumped, "\(configuration)", String(reflecting: configuration), "\(headers.fields)"] {
            #expect(!text.contains("s3cret"), "\(text)")
        }
        for bad in ["authorization", "authorization=s3cret,nothing", "=s3cret", "bad name=s3cret", "authorization=s3cret%zz", "a=s3cret%0A"] {
            let error = try #require(throws: OTLPConfigurationError.self) { try OTLPEnvironment.headers(bad) }
            #expect(!error.message.contains("s3cret"), "\(error.message)")
            #expect(error.message.hasPrefix("OTEL_EXPORTER_OTLP_HEADERS"))
        }
        #expect(throws: OTLPConfigurationError.self) { try OTLPEnvironment.headers(String(repeating: "a=b,", count: 65)) }
    }

    @Test func theRestOfTheConfiguration() throws {
        let endpoint = try HTTPURL("http://127.0.0.1:4318/v1/logs")
        let defaults = try OTLPEnvironment.configuration([:], endpoint: endpoint)
        #expect(defaults.configuration == OTLPConfiguration(endpoint: endpoint))
        #expect(defaults.configuration.maximumQueueSize == 2048 && defaults.configuration.maximumBatchSize == 512)
        #expect(defaults.configuration.scheduleDelay == .seconds(1) && defaults.configuration.exportTimeout == .seconds(30))
        let environment = [
            "OTEL_EXPORTER_OTLP_HEADERS": "authorization=general,x-a=1", "OTEL_EXPORTER_OTLP_LOGS_HEADERS": "Authorization=logs",
            "OTEL_EXPORTER_OTLP_COMPRESSION": "gzip", "OTEL_EXPORTER_OTLP_LOGS_TIMEOUT": "2500", "OTEL_BLRP_SCHEDULE_DELAY": "0",
            "OTEL_BLRP_EXPORT_TIMEOUT": "5000", "OTEL_BLRP_MAX_QUEUE_SIZE": "100", "OTEL_BLRP_MAX_EXPORT_BATCH_SIZE": "200",
            "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc",
        ]
        let (configuration, warnings) = try OTLPEnvironment.configuration(environment, endpoint: endpoint)
        #expect(configuration.headers.fields.map(\.name) == ["x-a", "Authorization"])
        #expect(configuration.headers.fields.last?.value == "logs")
        #expect(configuration.compression == .gzip)
        #expect(configuration.requestTimeout == .milliseconds(2500))
        #expect(configuration.scheduleDelay == .zero && configuration.exportTimeout == .seconds(5))
        #expect(configuration.maximumQueueSize == 100 && configuration.maximumBatchSize == 100)
        #expect(warnings == [
            "OTEL_EXPORTER_OTLP_PROTOCOL is 'grpc', and home sends http/json only: it sends http/json",
            "OTEL_BLRP_MAX_EXPORT_BATCH_SIZE 200 is more than the queue's 100: batches of 100",
        ])
        let error = try #require(throws: OTLPConfigurationError.self) {
            try OTLPEnvironment.configuration(["OTEL_EXPORTER_OTLP_COMPRESSION": "gzp"], endpoint: endpoint)
        }
        #expect(error.message == "OTEL_EXPORTER_OTLP_COMPRESSION 'gzp' is not a compression: did you mean 'gzip'? give gzip or none")
        #expect(throws: OTLPConfigurationError.self) { try OTLPEnvironment.configuration(["OTEL_BLRP_SCHEDULE_DELAY": "soon"], endpoint: endpoint) }
        #expect(throws: OTLPConfigurationError.self) { try OTLPEnvironment.configuration(["OTEL_BLRP_MAX_QUEUE_SIZE": "0"], endpoint: endpoint) }
    }

    @Test func theResourceTakesTheServiceNameAndAttributes() throws {
        let defaults = [KeyValue("service.name", "dynamic-home"), KeyValue("service.version", "1.0")]
        #expect(try OTLPEnvironment.resource([:], defaults: defaults).attributes == defaults)
        let resource = try OTLPEnvironment.resource(
            ["OTEL_RESOURCE_ATTRIBUTES": "service.name=from-list,deployment.environment=test%20lab", "OTEL_SERVICE_NAME": "shop"], defaults: defaults)
        #expect(resource.attributes == [KeyValue("service.name", "shop"), KeyValue("service.version", "1.0"), KeyValue("deployment.environment", "test lab")])
        let error = try #require(throws: OTLPConfigurationError.self) {
            try OTLPEnvironment.resource(["OTEL_RESOURCE_ATTRIBUTES": "broken"], defaults: [])
        }
        #expect(error.message.contains("entry 1 'broken' has no '='"))
    }
}
